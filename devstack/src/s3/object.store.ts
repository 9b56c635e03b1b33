import { createHash } from 'node:crypto';

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
  /** x-amz-meta-* headers, names lower case without the prefix. */
  metadata: Record<string, string>;
  contentDisposition?: string;
  cacheControl?: string;
}

/** Buckets of objects kept in memory. */
export class ObjectStore {
  private buckets = new Map<string, Map<string, StoredObject>>();

  constructor(private readonly initialBuckets: string[]) {
    this.reset();
  }

  reset(): void {
    this.buckets.clear();
    for (const bucket of this.initialBuckets) this.buckets.set(bucket, new Map());
  }

  hasBucket(bucket: string): boolean {
    return this.buckets.has(bucket);
  }

  createBucket(bucket: string): void {
    if (!this.buckets.has(bucket)) this.buckets.set(bucket, new Map());
  }

  deleteBucket(bucket: string): boolean {
    return this.buckets.delete(bucket);
  }

  get(bucket: string, key: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(key);
  }

  put(bucket: string, key: string, input: Omit<StoredObject, 'etag' | 'lastModified'>): StoredObject {
    const object: StoredObject = {
      ...input,
      etag: `"${createHash('md5').update(input.body).digest('hex')}"`,
      lastModified: new Date(),
    };
    this.buckets.get(bucket)?.set(key, object);
    return object;
  }

  delete(bucket: string, key: string): void {
    this.buckets.get(bucket)?.delete(key);
  }

  list(bucket: string, prefix = ''): Array<{ key: string; object: StoredObject }> {
    const objects = this.buckets.get(bucket) ?? new Map<string, StoredObject>();
    return [...objects.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, object]) => ({ key, object }));
  }

  all(): Array<{ bucket: string; key: string; object: StoredObject }> {
    return [...this.buckets.entries()].flatMap(([bucket, objects]) =>
      [...objects.entries()].map(([key, object]) => ({ bucket, key, object })),
    );
  }
}
