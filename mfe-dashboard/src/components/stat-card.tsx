import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  value: ReactNode;
}

export function StatCard({ title, value }: StatCardProps) {
  return (
    <Card className="db-stat-card">
      <Statistic title={title} value={value as string | number} />
    </Card>
  );
}
