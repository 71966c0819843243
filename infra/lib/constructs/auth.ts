import { Aws, Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  VerificationEmailStyle,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { VERIFICATION_EMAIL } from '../../../shared/constants';
import type { OAuthProviderConfig, SocialProvider } from '../stage-config';

/** The Cognito group whose members are Kobo operators (see shared/routes.ts, access 'admin'). */
export const SUPER_ADMIN_GROUP = 'super_admin';

export interface AuthProps {
  readonly stage: string;
  readonly google?: OAuthProviderConfig;
  readonly facebook?: OAuthProviderConfig;
  /** Defaults to `kobo-<stage>-<account>`; used only when a social provider is configured. */
  readonly domainPrefix?: string;
  /** Where the hosted sign-in may send users back to (the web app's URL); used only with social providers. */
  readonly appUrl: string;
}

/**
 * Who may sign in: a user pool with e-mail as the user name and self sign-up
 * (small businesses onboard themselves), the web app's public client, and
 * the super_admin group. Google and Facebook sign-in, and the Cognito domain
 * they need, exist only when configured for the stage.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** The JWT issuer the HTTP API authorizer trusts. */
  readonly issuerUrl: string;
  readonly socialProviders: readonly SocialProvider[];
  /** Host name of the Cognito domain (for Amplify's `oauth.domain`), when social sign-in is on. */
  readonly oauthDomain?: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: VERIFICATION_EMAIL.subject,
        emailBody: VERIFICATION_EMAIL.body('{####}'),
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Users may add an authenticator app later; no SMS (cost, and SIM-swap risk).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: props.stage === 'prod',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (authenticator apps only): the users are small-business owners and staff signing in from shared phones; forcing MFA at sign-up would block onboarding.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan (threat protection) is priced per active user; Essentials is chosen for cost. Revisit when revenue allows.',
      },
    ]);

    new CfnUserPoolGroup(this, 'SuperAdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: SUPER_ADMIN_GROUP,
      description: 'Kobo operators: may call the admin routes',
    });

    const providers: { name: SocialProvider; idp: IUserPoolIdentityProvider }[] = [];
    if (props.google) {
      providers.push({
        name: 'Google',
        idp: new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: props.google.clientId,
          clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        }),
      });
    }
    if (props.facebook) {
      providers.push({
        name: 'Facebook',
        idp: new UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool: this.userPool,
          clientId: props.facebook.clientId,
          // The L2 takes a string; unwrapping a SecretValue yields a CloudFormation dynamic
          // reference, so the secret itself never appears in the template.
          clientSecret: SecretValue.secretsManager(props.facebook.clientSecretName).unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: ProviderAttribute.FACEBOOK_EMAIL,
            givenName: ProviderAttribute.FACEBOOK_FIRST_NAME,
            familyName: ProviderAttribute.FACEBOOK_LAST_NAME,
          },
        }),
      });
    }
    this.socialProviders = providers.map((p) => p.name);

    const oauth = providers.length > 0;
    if (oauth) {
      const domain = this.userPool.addDomain('Domain', {
        cognitoDomain: { domainPrefix: props.domainPrefix ?? `kobo-${props.stage}-${Aws.ACCOUNT_ID}` },
      });
      this.oauthDomain = `${domain.domainName}.auth.${region}.amazoncognito.com`;
    }

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // Only what the app uses in the cloud: SRP sign-in (and refresh). The laptop's cognito-local
      // lacks SRP, so its client (scripts/local/bootstrap.ts) takes the password flow instead.
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...providers.map((p) => UserPoolClientIdentityProvider.custom(p.idp.providerName)),
      ],
      disableOAuth: !oauth,
      oAuth: oauth
        ? {
            flows: { authorizationCodeGrant: true },
            scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
            callbackUrls: [`${props.appUrl}/`],
            logoutUrls: [`${props.appUrl}/`],
          }
        : undefined,
    });
    for (const p of providers) this.client.node.addDependency(p.idp);

    this.issuerUrl = `https://cognito-idp.${region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
