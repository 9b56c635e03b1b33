import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { CAMPAIGN_NOT_FOUND } from 'contracts';
import { useDashboardPaths } from './dashboard-paths';

export function CampaignNotFound() {
  const paths = useDashboardPaths();
  return <Result status="404" title={CAMPAIGN_NOT_FOUND} extra={<Link to={paths.campaigns}>Back to Sequences</Link>} />;
}
