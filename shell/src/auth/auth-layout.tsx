import { Card, Flex, Typography } from 'antd';
import { PRODUCT_NAME } from 'contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppProviders } from 'shared-ui';

/**
 * Centered card on a soft background, with the antd providers the auth pages need. Each page has its own: its
 * toasts leave with it (a toast that stays animates every frame and would hold back the next lazy page).
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <AppProviders>
      <Flex
        align="center"
        justify="center"
        style={{
          minHeight: '100vh',
          padding: 16,
          background: 'linear-gradient(135deg, #eef2ff 0%, #f8fafc 50%, #ecfeff 100%)',
        }}
      >
        <Card style={{ width: '100%', maxWidth: 420, boxShadow: '0 10px 30px rgba(79, 70, 229, 0.08)' }}>
          <Flex vertical gap={4} style={{ marginBottom: 24, textAlign: 'center' }}>
            <Link to="/" style={{ fontWeight: 700, color: '#4f46e5', marginBottom: 8 }}>
              {PRODUCT_NAME}
            </Link>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
          </Flex>
          {children}
        </Card>
      </Flex>
    </AppProviders>
  );
}
