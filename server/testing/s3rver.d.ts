/** The parts of s3rver (a local S3-compatible server, test-only) the tests use; the package ships no types. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port (run() answers which). */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; family: string; port: number }>;
    close(): Promise<void>;
  }
}
