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
 * thing: lambda:InvokeFunction on that function. The company-export job is invoked by the data
 * function (asynchronously, when an owner starts an export), which alone may invoke it.
 */
export class Jobs extends Construct {
  readonly recurringExpenses: KoboFunction;
  /** Builds a company's export (functions/jobs/company-export.ts), invoked asynchronously by the data function. */
  readonly companyExport: KoboFunction;
  readonly recurringExpensesSchedule: CfnSchedule;
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

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description: 'Kobo: EventBridge Scheduler invokes the recurring-expenses job',
      // Only schedules of this account may assume it (the confused-deputy guard AWS recommends).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    this.schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.recurringExpenses.functionArn] }));

    this.recurringExpensesSchedule = new CfnSchedule(this, 'RecurringExpensesSchedule', {
      description: 'Kobo: make the recurring expenses due today (Lagos)',
      scheduleExpression: RECURRING_EXPENSES_SCHEDULE.expression,
      scheduleExpressionTimezone: RECURRING_EXPENSES_SCHEDULE.timezone,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.recurringExpenses.functionArn,
        roleArn: this.schedulerRole.roleArn,
        // The job is idempotent: a retried or repeated run makes nothing twice.
        retryPolicy: { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 3600 },
        input: '{}',
      },
    });
  }
}
