import { Spin } from 'antd';

/** Centred loading indicator for a page whose data is on its way. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="db-state" role="status">
      <Spin /> <span>{label}</span>
    </div>
  );
}

export function PageError({ message }: { message: string }) {
  return (
    <p className="db-state db-state--error" role="alert">
      {message}
    </p>
  );
}
