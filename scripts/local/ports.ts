import net from 'node:net';

/** Every port the local stack uses, each changeable by the variable named beside it. */
export interface Ports {
  app: number;
  dynamodb: number;
  cognito: number;
  cognitoProxy: number;
  s3: number;
  ses: number;
  /** The Paystack stand-in (scripts/local/paystack.ts). */
  paystack: number;
  /** The KMS stand-in (scripts/local/kms.ts). */
  kms: number;
}

export const PORT_VARIABLES: Record<keyof Ports, [string, number]> = {
  app: ['PORT', 3000],
  dynamodb: ['DYNAMODB_PORT', 8100],
  cognito: ['COGNITO_PORT', 9229],
  cognitoProxy: ['COGNITO_PROXY_PORT', 9230],
  s3: ['S3_PORT', 4569],
  ses: ['SES_PORT', 8005],
  paystack: ['PAYSTACK_PORT', 8006],
  kms: ['KMS_PORT', 8007],
};

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env, offset = 0): Ports {
  const out = {} as Ports;
  for (const [key, [name, fallback]] of Object.entries(PORT_VARIABLES) as [keyof Ports, [string, number]][]) {
    const raw = env[name];
    out[key] = raw ? Number(raw) : fallback + offset;
  }
  return out;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Fails with one clear line per busy port, naming the variable that moves it. */
export async function assertPortsFree(ports: Ports): Promise<void> {
  const busy: string[] = [];
  for (const [key, port] of Object.entries(ports) as [keyof Ports, number][]) {
    if (!(await isFree(port))) {
      const [name] = PORT_VARIABLES[key];
      busy.push(`Port ${port} (${key}) is already in use. Stop what is using it, or choose another port with ${name}=<port>.`);
    }
  }
  if (busy.length) throw new Error(busy.join('\n'));
}
