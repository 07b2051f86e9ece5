import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// SPEC §3, §4 and §9: the mascot's state, its reactions to answers, and its sizes.
export const MASCOT_EMOTIONS = ['idle', 'welcome', 'happy', 'clapping', 'sad', 'crying'] as const;
export type MascotEmotion = (typeof MASCOT_EMOTIONS)[number];

export type ScreenClass = 'mobile' | 'tablet' | 'default' | 'large';

export interface MascotPosition {
  right: number;
  top: number;
}

export interface MascotSize {
  width: number;
  height: number;
}

export interface MascotState {
  emotion: MascotEmotion;
  consecutiveCorrect: number;
  consecutiveWrong: number;
  position: MascotPosition;
  size: MascotSize;
  message?: string;
  isAnimating: boolean;
}

export const STREAK_THRESHOLD = 3;
export const MASCOT_MESSAGE_MS = 3000;
export const MASCOT_EDGE_GAP = 10;
export const INITIAL_POSITION: MascotPosition = { right: 40, top: 96 };

export const MASCOT_SIZES: Record<ScreenClass, MascotSize> = {
  mobile: { width: 80, height: 100 },
  tablet: { width: 100, height: 125 },
  default: { width: 100, height: 125 },
  large: { width: 180, height: 225 },
};

/** Breakpoints 640 / 768 / 1024 px: below 640 mobile, below 768 tablet, below 1024 default. */
export function screenClassFor(width: number): ScreenClass {
  if (width < 640) return 'mobile';
  if (width < 768) return 'tablet';
  if (width < 1024) return 'default';
  return 'large';
}

export const initialMascotState: MascotState = {
  emotion: 'idle',
  consecutiveCorrect: 0,
  consecutiveWrong: 0,
  position: INITIAL_POSITION,
  size: MASCOT_SIZES.default,
  isAnimating: false,
};

type MascotUpdate = Partial<Omit<MascotState, 'position'>> & { position?: Partial<MascotPosition> };

const mascotSlice = createSlice({
  name: 'mascot',
  initialState: initialMascotState,
  reducers: {
    correctAnswer(state) {
      state.consecutiveCorrect += 1;
      state.consecutiveWrong = 0;
      state.emotion = state.consecutiveCorrect >= STREAK_THRESHOLD ? 'clapping' : 'happy';
      state.isAnimating = true;
    },
    wrongAnswer(state) {
      state.consecutiveWrong += 1;
      state.consecutiveCorrect = 0;
      state.emotion = state.consecutiveWrong >= STREAK_THRESHOLD ? 'crying' : 'sad';
      state.isAnimating = true;
    },
    resetStreak(state) {
      state.consecutiveCorrect = 0;
      state.consecutiveWrong = 0;
      state.emotion = 'idle';
      state.isAnimating = false;
    },
    setEmotion(state, action: PayloadAction<MascotEmotion>) {
      state.emotion = action.payload;
    },
    /** Partial update: position is merged, every other field replaced. */
    updateMascot(state, action: PayloadAction<MascotUpdate>) {
      const { position, ...rest } = action.payload;
      Object.assign(state, rest);
      if (position) state.position = { ...state.position, ...position };
    },
    showMessage(state, action: PayloadAction<string>) {
      state.message = action.payload;
    },
    /** Takes the message down; given one, only if that is the message showing. */
    clearMessage(state, action: PayloadAction<string | undefined>) {
      if (action.payload === undefined || state.message === action.payload) delete state.message;
    },
    setSizeByScreen(state, action: PayloadAction<ScreenClass>) {
      state.size = MASCOT_SIZES[action.payload];
    },
  },
});

export const {
  correctAnswer,
  wrongAnswer,
  resetStreak,
  setEmotion,
  updateMascot,
  showMessage,
  clearMessage,
  setSizeByScreen,
} = mascotSlice.actions;
export const mascotReducer = mascotSlice.reducer;
