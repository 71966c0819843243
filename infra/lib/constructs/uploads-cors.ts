import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId, type AwsSdkCall } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/** What the browser does in the uploads bucket: presigned POST uploads and presigned GET downloads. */
export const UPLOAD_CORS_METHODS = ['POST', 'GET'] as const;

export interface UploadsCorsProps {
  readonly bucket: IBucket;
  /** The web app's own origins (`https://<distribution domain>`): the only pages that may upload. */
  readonly origins: readonly string[];
}

/**
 * The uploads bucket's CORS rule, naming the web app's exact origin. It cannot be a property of
 * the bucket: the distribution's Content-Security-Policy names the bucket, so the bucket naming
 * the distribution would be a dependency cycle. This resource is made after both and sets the
 * rule with S3's PutBucketCors (a CDK AwsCustomResource: CDK's singleton function, whose role
 * may call exactly that on exactly this bucket). The bucket itself carries no CORS property,
 * so no update of the bucket undoes it; the retained bucket keeps it if the stack goes.
 */
export class UploadsCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadsCorsProps) {
    super(scope, id);
    const call: AwsSdkCall = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [{ AllowedMethods: [...UPLOAD_CORS_METHODS], AllowedOrigins: [...props.origins], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`uploads-cors-${props.bucket.node.addr}`),
    };
    new AwsCustomResource(this, 'Rule', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] })]),
      installLatestAwsSdk: false,
    });
  }
}
