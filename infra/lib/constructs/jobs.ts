import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { DOMAIN_TABLE_ACCESS } from '../../../shared/table-access';
import type { Email } from './email';
import { KoboFunction } from './kobo-function';
import { accessFor } from './api';
import { JOB_RUNS_AS } from '../lambda-bundle';

/**
 * When the recurring-expenses job runs: every day at 00:05 in Lagos (Africa/Lagos, UTC+1 all
 * year), so the day's expenses exist before anyone opens the app. EventBridge Scheduler reads
 * the expression in that time zone.
 */
export const RECURRING_EXPENSES_SCHEDULE = { expression: 'cron(5 0 * * ? *)', timezone: 'Africa/Lagos' } as const;

/** How long one run may take: far more than a day's catch-up needs (each profile's periods are bounded per run). */
export const RECURRING_EXPENSES_TIMEOUT_SECONDS = 300;

/**
 * When the company-deletion job runs: every day at 01:00 in Lagos, after the day a company was
 * scheduled to be deleted on has begun.
 */
export const COMPANY_DELETION_SCHEDULE = { expression: 'cron(0 1 * * ? *)', timezone: 'Africa/Lagos' } as const;

/** How long one deletion run may take: Lambda's most; a company it has not finished is finished by the next run. */
export const COMPANY_DELETION_TIMEOUT_SECONDS = 900;

/** How long building one export may take: Lambda's most (PDFs drawn at ~5 ms each, records read a partition at a time). */
export const COMPANY_EXPORT_TIMEOUT_SECONDS = 900;

export interface JobsProps {
  readonly table: ITable;
  readonly uploadsBucket: IBucket;
  readonly email: Email;
}

/**
 * The jobs: functions no route serves. The recurring-expenses job (functions/jobs/recurring-expenses.ts) is a
 * function of its own with the expenses domain's table access (readwrite) and nothing else (no
 * bucket, no mail), invoked by an EventBridge Scheduler schedule whose role may do exactly one
 * thing: lambda:InvokeFunction on the daily jobs. The company-deletion job runs daily the same
 * way, with the data domain's table grant and, in the bucket, only listing and deleting under a
 * company's prefixes (COMPANY_DELETION_S3_ACCESS). The company-export job is invoked by the data
 * function (asynchronously, when an owner starts an export), which alone may invoke it.
 */
export class Jobs extends Construct {
  readonly recurringExpenses: KoboFunction;
  /** Builds a company's export (functions/jobs/company-export.ts), invoked asynchronously by the data function. */
  readonly companyExport: KoboFunction;
  /** Deletes the companies whose grace period has ended (functions/jobs/company-deletion.ts), daily. */
  readonly companyDeletion: KoboFunction;
  readonly recurringExpensesSchedule: CfnSchedule;
  readonly companyDeletionSchedule: CfnSchedule;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.recurringExpenses = new KoboFunction(this, 'RecurringExpensesFunction', {
      domain: 'expenses',
      job: 'recurring-expenses',
      access: { table: DOMAIN_TABLE_ACCESS.expenses, s3: {}, sendsMail: false },
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      email: props.email,
      timeoutSeconds: RECURRING_EXPENSES_TIMEOUT_SECONDS,
    });

    this.companyExport = new KoboFunction(this, 'CompanyExportFunction', {
      domain: JOB_RUNS_AS['company-export'].domain,
      job: 'company-export',
      // The data domain's grants, with the PDF fonts (it draws every document) and a whole vCPU.
      access: { ...accessFor(JOB_RUNS_AS['company-export'].domain), pdfFonts: JOB_RUNS_AS['company-export'].pdfFonts, memoryMb: 1769 },
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      email: props.email,
      timeoutSeconds: COMPANY_EXPORT_TIMEOUT_SECONDS,
    });

    const deletion = JOB_RUNS_AS['company-deletion'];
    this.companyDeletion = new KoboFunction(this, 'CompanyDeletionFunction', {
      domain: deletion.domain,
      job: 'company-deletion',
      // The data domain's table grant; in the bucket, only listing and deleting the company's files.
      access: { table: DOMAIN_TABLE_ACCESS[deletion.domain], s3: deletion.s3!, sendsMail: false },
      table: props.table,
      uploadsBucket: props.uploadsBucket,
      email: props.email,
      timeoutSeconds: COMPANY_DELETION_TIMEOUT_SECONDS,
    });

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: 'Kobo: EventBridge Scheduler invokes the daily jobs (recurring expenses, company deletion)',
      // Only schedules of this account may assume it (the confused-deputy guard AWS recommends).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.recurringExpenses.functionArn, this.companyDeletion.functionArn] }));

    // Both jobs are idempotent (and the deletion resumable): a retried or repeated run does nothing twice.
    const daily = (id: string, description: string, when: { expression: string; timezone: string }, fn: KoboFunction) =>
      new CfnSchedule(this, id, {
        description,
        scheduleExpression: when.expression,
        scheduleExpressionTimezone: when.timezone,
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: { arn: fn.functionArn, roleArn: this.schedulerRole.roleArn, retryPolicy: { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 3600 }, input: '{}' },
      });
    this.recurringExpensesSchedule = daily('RecurringExpensesSchedule', 'Kobo: make the recurring expenses due today (Lagos)', RECURRING_EXPENSES_SCHEDULE, this.recurringExpenses);
    this.companyDeletionSchedule = daily('CompanyDeletionSchedule', 'Kobo: delete the companies whose deletion grace period has ended', COMPANY_DELETION_SCHEDULE, this.companyDeletion);
  }
}
