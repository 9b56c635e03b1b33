import { Card } from './ui/card';
import type { DemoCandidate } from '../data/demo-candidates';

export function QuickSummary({ candidate }: { candidate: DemoCandidate }) {
  return (
    <Card title="Quick Summary" className="cand-section">
      <dl className="cand-summary">
        {[
          ['Experience', candidate.experience],
          ['Current location', candidate.location],
          ['Open to', candidate.openToLocation],
          ['Status', candidate.availability],
        ].map(([label, value]) => (
          <div key={label} className="cand-summary__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
