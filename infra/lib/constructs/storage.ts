import { S3_PREFIXES } from '../../../shared/s3-prefixes';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { EXPORT_KEEP_DAYS } from '../../../shared/schemas/company-data';

/**
 * The private buckets: user uploads (avatars, logos) reached only through
 * presigned URLs, the web app's files served only through CloudFront, and
 * the access-log bucket both of them (and CloudFront) write to.
 */
export class Storage extends Construct {
  readonly uploadsBucket: Bucket;
  readonly webBucket: Bucket;
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs, so ACLs must stay enabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(90), noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.uploadsBucket = new Bucket(this, 'UploadsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // Its CORS rule names the web app's own origin: set by UploadsCors (uploads-cors.ts) once the distribution exists.
      // Versioned: a file overwritten or deleted by mistake can be had back for 30 days.
      versioned: true,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1), noncurrentVersionExpiration: Duration.days(30) },
        // Document PDFs are a cache (made again on demand from the document): old versions go after 30 days.
        { prefix: S3_PREFIXES.documents, expiration: Duration.days(30) },
        // A company's export archives are kept EXPORT_KEEP_DAYS, and their old versions one day more (not the bucket's 30).
        { prefix: S3_PREFIXES.exports, expiration: Duration.days(EXPORT_KEEP_DAYS), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.webBucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'web-bucket/',
      // Versioned: a deploy's pruned files stay 30 days, so a bad deploy can be rolled back from the bucket.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
