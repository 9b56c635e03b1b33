import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// antd screens render slowly in jsdom, and a lazy screen transforms antd on first use. (Set here, not as
// `testTimeout` in jest.config: that option is global and ignored per project in the root multi-project run.)
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

// antd reads matchMedia (responsive observers); jsdom has none. (Server-rendering tests run in node: no window.)
if (typeof window !== 'undefined')
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

// jsdom lacks MessageChannel, which antd's form uses to batch work into a macrotask; a timer does the same here.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.partner?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: TimerMessageChannel });
}

// jsdom has no layout, so no ResizeObserver; antd (tooltips, tabs, tables) only needs it to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });
}
