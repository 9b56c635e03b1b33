// Confetti over the page while the demo's sequence goes live. canvas-confetti is loaded only now (its own chunk,
// not in the first paint) and draws on this component's canvas without a worker (the CSP allows no blob: workers).
import { useEffect, useRef } from 'react';
import type confettiModule from 'canvas-confetti';
import { DEMO_TIMINGS } from './landing-demo.timeline';

export function DemoConfetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let cannon: confettiModule.CreateTypes | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        cannon = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
        const burst = () => {
          void cannon?.({ particleCount: 70, spread: 75, startVelocity: 38, origin: { x: 0.2 + Math.random() * 0.6, y: 0.55 } });
        };
        burst();
        interval = setInterval(burst, DEMO_TIMINGS.confettiBurstEveryMs);
      })
      // Decoration only: if the chunk cannot load, the demo simply has no confetti.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearInterval(interval);
      cannon?.reset();
    };
  }, []);

  return <canvas ref={canvasRef} className="mk-demo__confetti" data-testid="demo-confetti" aria-hidden="true" />;
}
