import { Agent } from 'node:http';

/**
 * What an AWS SDK client talking to a local stand-in (npm start, the tests) is given besides
 * its endpoint: throwaway credentials; one attempt, so a test of a failing service is not slowed
 * by retries; and a new connection for every request. The stand-ins are Node servers that close
 * a keep-alive connection after 5 idle seconds, and a request the SDK sent on one just as it
 * closed failed with ECONNRESET (an invitation e-mail, once, in the e2e tier). In AWS none of it
 * applies: the clients keep the SDK's own settings.
 */
export function localClient(endpoint: string) {
  return {
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  };
}
