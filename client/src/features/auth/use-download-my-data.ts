import { useAppDispatch } from '../../app/hooks';
import { alertErrors, setAlert } from '../../app/alerts/alert-slice';
import { useDownloadMyDataMutation } from './account-api';

/** "Download my data": the ZIP of everything the writer made, and an alert saying how it went (Settings, account deletion). */
export function useDownloadMyData() {
  const [downloadMyData, { isLoading: downloading }] = useDownloadMyDataMutation();
  const dispatch = useAppDispatch();
  const download = async () => {
    const { data: errors } = await downloadMyData();
    dispatch(errors ? alertErrors(errors) : setAlert('Your data is downloaded', 'success'));
  };
  return { download, downloading };
}
