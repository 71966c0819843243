/** The runtime config the stack (or the local gateway) serves at /config.json. */
export interface RuntimeConfig {
  stage: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only set locally: cognito-local behind its refresh proxy. */
  userPoolEndpoint?: string;
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  socialProviders: ('Google' | 'Facebook')[];
  oauthDomain: string | null;
}

let current: RuntimeConfig | undefined;

export async function loadConfig(): Promise<RuntimeConfig> {
  // index.html preloads this request; the server marks the answer no-store.
  const res = await fetch('/config.json');
  if (!res.ok) throw new Error(`Could not load /config.json (${res.status})`);
  current = (await res.json()) as RuntimeConfig;
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is not loaded yet');
  return current;
}

/** Sets the config directly (the build's prerender, which has no server to ask). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
