import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right (e.g. 'Edit Mail Sequence'). */
  actions?: ReactNode;
}

/** Page title (h1) with optional subtitle and actions, e.g. 'Sequences' / 'Manage your follow-up email sequences'. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Text type="secondary" style={{ fontSize: 15 }}>
            {subtitle}
          </Typography.Text>
        ) : null}
      </div>
      {actions ? <Flex gap={8}>{actions}</Flex> : null}
    </Flex>
  );
}
