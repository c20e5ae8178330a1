import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import type { WorkBody } from '@three-act/contract/profile';
import { WorkForm } from '../features/profile/components/work-form';
import { addWork, fetchOwnProfile, selectOwnProfile, selectOwnProfileStatus } from '../features/profile/profile-slice';
import type { ApiError } from '../lib/api-error';

export function AddWork() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectOwnProfile);
  const status = useAppSelector(selectOwnProfileStatus);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void dispatch(fetchOwnProfile());
  }, [dispatch]);

  const handleSubmit = async (work: WorkBody) => {
    setPending(true);
    try {
      await dispatch(addWork(work)).unwrap();
      dispatch(setAlert('Finished work added to your profile', 'success'));
      void navigate('/dashboard');
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      setPending(false);
    }
  };

  let content;
  if (status === 'succeeded' && !profile) {
    content = (
      <div className="notice" role="note">
        <p>
          Finished works are shown on your public profile, so please{' '}
          <Link to="/create-profile">create your profile</Link> first.
        </p>
      </div>
    );
  } else if (status === 'succeeded' || status === 'failed') {
    content = <WorkForm pending={pending} onSubmit={handleSubmit} />;
  } else {
    content = <Spinner label="Loading your profile" />;
  }

  return (
    <section className="page page--form">
      <PageTitle title="Add a Finished Work" />
      <h1>Add a Finished Work</h1>
      <p className="lead">Add a book, story or script you have finished; it appears on your public profile.</p>
      {content}
      <p className="form-footer">
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  );
}
