// Session sits below app in the import zones, so it cannot use the app's useAppSelector/useAppDispatch; these are
// the same typed hooks over the part of the store session owns (app's RootState extends SessionRootState).
import { useDispatch, useSelector } from 'react-redux';
import type { SessionDispatch, SessionRootState } from './session-types';

export const useSessionSelector = useSelector.withTypes<SessionRootState>();
export const useSessionDispatch = useDispatch.withTypes<SessionDispatch>();
