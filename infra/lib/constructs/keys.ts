import { RemovalPolicy } from 'aws-cdk-lib';
import { Key, type IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export interface KeysProps {
  readonly stage: string;
}

/**
 * Customer-managed KMS keys. `paymentSecrets` seals the secret keys companies
 * save for their payment gateways (functions/services/payment-gateways.ts);
 * only the functions DOMAIN_KMS_ACCESS (shared/kms-access.ts) names may use
 * it, and only with an encryption context naming a company. Retained when the
 * stack is deleted, and rotated yearly: a deleted key would make every saved
 * secret unreadable.
 */
export class Keys extends Construct {
  readonly paymentSecrets: IKey;

  constructor(scope: Construct, id: string, props: KeysProps) {
    super(scope, id);
    this.paymentSecrets = new Key(this, 'PaymentSecretsKey', {
      description: `Kobo ${props.stage}: seals payment gateways' secret keys`,
      alias: `alias/kobo-${props.stage}-payment-secrets`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
