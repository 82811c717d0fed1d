/**
 * Browser stand-in for Node's AsyncLocalStorage, which browsers lack (no AsyncContext yet).
 * `run(store, fn)` makes `store` current until the promise `fn` returns has settled. That is
 * exactly Node's answer as long as one request runs at a time, which the in-browser server
 * (stories/support/storyServer.ts) guarantees by answering requests one after the other; two
 * interleaved runs would see each other's store.
 */
export class AsyncLocalStorage<T> {
  private current: T | undefined;

  getStore(): T | undefined {
    return this.current;
  }

  run<R>(store: T, fn: () => R): R {
    const before = this.current;
    this.current = store;
    let result: R;
    try {
      result = fn();
    } catch (e) {
      this.current = before;
      throw e;
    }
    if (result instanceof Promise) {
      return result.finally(() => { if (this.current === store) this.current = before; }) as R;
    }
    this.current = before;
    return result;
  }
}
