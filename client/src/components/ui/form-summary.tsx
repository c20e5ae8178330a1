import type { ApiError } from '../../lib/api-error';
import { useErrorsT } from '../../lib/error-words';

interface FormSummaryProps {
  errors: readonly ApiError[];
}

/** What went wrong with the form as a whole (server errors that name no field), at the top of the form. */
export function FormSummary({ errors }: FormSummaryProps) {
  const { t } = useErrorsT();
  if (errors.length === 0) return null;
  return (
    <div className="form-summary" role="alert">
      <ul>
        {errors.map((error) => (
          <li key={error.msg}>{t(error.msg)}</li>
        ))}
      </ul>
    </div>
  );
}
