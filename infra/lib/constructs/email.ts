import { Annotations, ArnFormat, CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons, ConfigurationSetTlsPolicy } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The domain the app sends from; without it this construct makes nothing. */
  readonly mailFromDomain?: string;
  /** Defaults to `no-reply@<mailFromDomain>`. */
  readonly mailFromAddress?: string;
}

/**
 * Outgoing mail through SES: a domain identity (easy DKIM) and a
 * configuration set that suppresses bounced and complaining addresses.
 * The construct always exists so functions can ask it for permission; when
 * no sender domain is configured it creates nothing and grants nothing.
 */
export class Email extends Construct {
  readonly identity?: EmailIdentity;
  readonly configurationSet?: ConfigurationSet;
  readonly fromAddress?: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    if (!props.mailFromDomain) return;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(props.mailFromDomain),
      configurationSet: this.configurationSet,
    });
    this.fromAddress = props.mailFromAddress ?? `no-reply@${props.mailFromDomain}`;

    // No hosted zone is assumed: the operator adds these CNAMEs wherever the domain's DNS lives.
    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `DKIM CNAME ${i + 1} to add to ${props.mailFromDomain}'s DNS`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /** Environment a sending function needs: the sender address and configuration set. */
  environment(): Record<string, string> {
    if (!this.identity || !this.configurationSet || !this.fromAddress) return {};
    return { MAIL_FROM: this.fromAddress, SES_CONFIGURATION_SET: this.configurationSet.configurationSetName };
  }

  /** Lets a function send through this identity and configuration set only. */
  grantSend(grantee: IGrantable): void {
    if (!this.identity || !this.configurationSet) {
      Annotations.of(grantee.grantPrincipal instanceof Construct ? grantee.grantPrincipal : this).addWarningV2(
        'kobo:email-not-configured',
        'A function that sends mail was deployed without a sender domain (context mailFromDomain); it cannot send mail.',
      );
      return;
    }
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identity.emailIdentityArn, configurationSetArn],
      }),
    );
  }
}
