import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store-types';

/** The only typed hooks of the app, for every layer; the plain react-redux hooks are banned by lint. */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
