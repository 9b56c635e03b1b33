import { EmptyState, PlainButton } from 'shared-ui';
import { useNavigate } from 'react-router-dom';
import { useDashboardPaths } from './dashboard-paths';

/** The 'no sequences yet' state shared by the home page and the sequences list (spec §2). */
export function FirstSequenceEmptyState() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={
        <span className="db-empty-icon" aria-hidden="true">
          ✉️
        </span>
      }
      title="Follow Up. Get Seen."
      description="Start by adding your first contact, then we'll help you draft the perfect follow-up sequence."
      action={
        <PlainButton type="primary" size="large" onClick={() => navigate(paths.chats)}>
          Begin outreach
        </PlainButton>
      }
    />
  );
}
