import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Call to action, e.g. an 'Add Your First Contact' button. */
  action?: ReactNode;
}

/** Friendly placeholder for an empty list or page (e.g. 'Follow Up. Get Seen.'). */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 16px', textAlign: 'center' }}>
      {icon}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description ? (
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520, margin: 0 }}>
          {description}
        </Typography.Paragraph>
      ) : null}
      {action}
    </Flex>
  );
}
