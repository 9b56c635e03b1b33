import type { ThemeConfig } from 'antd';

/** Light theme with rich colours (product.md §2: notifications top right in light theme with rich colours). */
export const appTheme: ThemeConfig = {
  hashed: false,
  token: {
    colorPrimary: '#4f46e5',
    colorInfo: '#0284c7',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    colorLink: '#4f46e5',
    colorBgLayout: '#f8fafc',
    colorTextBase: '#0f172a',
    // Secondary and tertiary text (Typography 'secondary', descriptions' labels) darker than antd's 65% / 45% of the
    // base: at least 4.5:1 on white and on the layout background (WCAG AA, the axe colour-contrast check).
    colorTextSecondary: '#475569',
    colorTextTertiary: '#5b6475',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff', bodyBg: '#f8fafc' },
    Menu: { itemSelectedBg: '#eef2ff', itemSelectedColor: '#4338ca' },
    Notification: { width: 384 },
  },
};
