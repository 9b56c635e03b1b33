import { Card, Descriptions } from 'antd';
import type { DemoCandidate } from '../data/demo-candidates';

export function QuickSummary({ candidate }: { candidate: DemoCandidate }) {
  return (
    <Card title="Quick Summary" className="cand-section">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'experience', label: 'Experience', children: candidate.experience },
          { key: 'location', label: 'Current location', children: candidate.location },
          { key: 'open-to', label: 'Open to', children: candidate.openToLocation },
          { key: 'status', label: 'Status', children: candidate.availability },
        ]}
      />
    </Card>
  );
}
