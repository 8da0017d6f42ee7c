// s3rver ships no types: the part the tests use.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
