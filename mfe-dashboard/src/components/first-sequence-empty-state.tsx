import { EmptyState, PlainButton } from 'shared-ui';
import { useNavigate } from 'react-router-dom';
import { useDashboardPaths } from './dashboard-paths';

/** The 'no sequences yet' state shared by the home page and the sequences list (product.md §2). */
export function FirstSequenceEmptyState() {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={
        // An inline SVG, not the ✉️ emoji: a phone or desktop without an emoji font drew an empty box.
        <svg className="db-empty-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M3.5 6.5 12 13l8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
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
