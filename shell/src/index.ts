// Async boundary: the federation runtime negotiates shared modules (react, router, ...) before bootstrap runs.
import('./bootstrap');
