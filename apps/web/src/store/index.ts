import { configureStore } from '@reduxjs/toolkit';
import { mascotReducer } from './mascot-slice';

/** Redux holds the mascot only (SPEC §3: one slice named mascot); server data lives in TanStack Query. */
const reducer = { mascot: mascotReducer };

/** A store of its own, e.g. for each test. */
export const createAppStore = () => configureStore({ reducer });

export const store = createAppStore();

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
