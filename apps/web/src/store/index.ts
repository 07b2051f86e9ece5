import { configureStore } from '@reduxjs/toolkit';
import { mascotReducer } from './mascot-slice';

/** Redux holds the mascot only (SPEC §3: one slice named mascot); server data lives in TanStack Query. */
const reducer = { mascot: mascotReducer };

export const store = configureStore({ reducer });

export type AppStore = typeof store;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
