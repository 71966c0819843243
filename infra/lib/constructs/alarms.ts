import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly httpApi: HttpApi;
  /** Subscribed to the alarm topic when given. */
  readonly email?: string;
}

const PERIOD = Duration.minutes(5);

/**
 * The few alarms that mean users are hurting: any function error, and API
 * 5xx answers. All go to one SNS topic an operator can subscribe to.
 */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);

    this.topic = new Topic(this, 'Topic', { displayName: 'Kobo alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold: number) =>
      new Alarm(this, alarmId, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(action);

    for (const [name, fn] of props.functions) {
      alarm(`${name.charAt(0).toUpperCase()}${name.slice(1)}Errors`, `The ${name} API function threw errors`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' }), 1);
    }
    alarm('Api5xx', 'The API answered with server errors', props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }), 5);
  }
}
