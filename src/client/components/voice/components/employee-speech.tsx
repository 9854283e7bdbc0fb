import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Employee } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { missingSpeechKeyCode, speechKeyService } from '../../../../shared/speech.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { forgetApiKeys, storeApiKey, storedApiKey } from '../api/stored-key.ts';

// The pages with 'Écouter' buttons (dashboard, team, /ai) load the speech call and the key dialog on
// the first click, not with the page (their 160 KB budget, decision 046).
const loadSpeechApi = () => import('../api/speech-api.ts');
const ApiKeyDialog = lazy(() => import('./api-key-dialog.tsx').then((m) => ({ default: m.ApiKeyDialog })));

export type SpeechPhase = 'idle' | 'loading' | 'playing';

interface EmployeeSpeech {
  /** The employee being loaded or heard; null when idle. */
  employeeId: EmployeeId | null;
  phase: SpeechPhase;
  speak(employee: Employee): void;
  stop(): void;
}

const EmployeeSpeechContext = createContext<EmployeeSpeech | null>(null);
const idle = { employeeId: null, phase: 'idle' } as const;

/**
 * One employee speaks at a time (SPEC.md §4 'Speech playback per employee'): loading, then playing,
 * back to idle on end, error or stop; starting another stops the current one. A missing provider key
 * opens the key dialog, whose key retries the call.
 */
export function EmployeeSpeechProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ employeeId: EmployeeId | null; phase: SpeechPhase }>(idle);
  const [askingKeyFor, setAskingKeyFor] = useState<Employee | null>(null);
  // Once asked for, the key dialog stays mounted, so that it closes as it always did.
  const [keyAsked, setKeyAsked] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  // Bumped by every start and stop: a late answer of an abandoned request is dropped.
  const generation = useRef(0);

  const release = useCallback(() => {
    const current = audio.current;
    audio.current = null;
    if (!current) return;
    current.onended = null;
    current.onerror = null;
    current.pause();
    current.currentTime = 0;
  }, []);

  const stop = useCallback(() => {
    generation.current += 1;
    release();
    setState(idle);
  }, [release]);

  const playbackFailed = useCallback(() => {
    release();
    setState(idle);
    toast.error('Erreur lors de la lecture audio');
  }, [release]);

  const play = useCallback(
    async (employee: Employee, url: string) => {
      const element = new Audio(url);
      audio.current = element;
      element.onended = () => {
        if (audio.current !== element) return;
        audio.current = null;
        setState(idle);
      };
      element.onerror = () => {
        if (audio.current === element) playbackFailed();
      };
      setState({ employeeId: employee.id, phase: 'playing' });
      try {
        await element.play();
      } catch {
        if (audio.current === element) playbackFailed();
      }
    },
    [playbackFailed],
  );

  const request = useCallback(
    async (employee: Employee, apiKey: string | undefined) => {
      generation.current += 1;
      const mine = generation.current;
      release();
      setState({ employeeId: employee.id, phase: 'loading' });
      try {
        const { audioUrl, generateSpeech } = await loadSpeechApi();
        if (mine !== generation.current) return false; // stopped while the module came
        const speech = await generateSpeech({
          text: employee.introduction,
          voiceId: employee.voiceId,
          apiKey,
        });
        if (mine === generation.current) await play(employee, audioUrl(speech));
        return true;
      } catch (error) {
        // Stopped or replaced meanwhile: nobody waits for this answer any more.
        if (mine !== generation.current) return false;
        setState(idle);
        throw error;
      }
    },
    [play, release],
  );

  const speak = useCallback(
    (employee: Employee) => {
      const key = storedApiKey(speechKeyService);
      request(employee, key)
        .catch((error: unknown) => {
          // A key kept from before, on a server that speaks by itself: forgotten, and heard without it.
          if (key && error instanceof ApiRequestError && error.code === 'speech:key_not_accepted') {
            forgetApiKeys(speechKeyService);
            return request(employee, undefined);
          }
          throw error;
        })
        .catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.code === missingSpeechKeyCode) {
            forgetApiKeys(speechKeyService);
            setKeyAsked(true);
            setAskingKeyFor(employee);
            return;
          }
          toast.error(
            'Erreur lors de la génération de la voix',
            error instanceof ApiRequestError ? error.message : 'Échec de la génération vocale',
          );
        });
    },
    [request],
  );

  const confirmKey = async (key: string) => {
    const employee = askingKeyFor;
    if (!employee) return;
    storeApiKey(speechKeyService, key);
    try {
      await request(employee, key);
      setAskingKeyFor(null);
    } catch (error) {
      forgetApiKeys(speechKeyService);
      throw error;
    }
  };

  // Leaving the page (or the grid) silences the employee instead of letting the audio run on.
  useEffect(
    () => () => {
      generation.current += 1;
      release();
    },
    [release],
  );

  const value = useMemo(() => ({ ...state, speak, stop }), [state, speak, stop]);
  return (
    <EmployeeSpeechContext.Provider value={value}>
      {children}
      {keyAsked && (
        <Suspense fallback={null}>
          <ApiKeyDialog
            service={speechKeyService}
            open={askingKeyFor !== null}
            onOpenChange={(open) => {
              if (!open) setAskingKeyFor(null);
            }}
            onConfirm={confirmKey}
          />
        </Suspense>
      )}
    </EmployeeSpeechContext.Provider>
  );
}

export function useEmployeeSpeech(): EmployeeSpeech {
  const speech = useContext(EmployeeSpeechContext);
  if (!speech) throw new Error('useEmployeeSpeech needs an <EmployeeSpeechProvider> above it');
  return speech;
}
