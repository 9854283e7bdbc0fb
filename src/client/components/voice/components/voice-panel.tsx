import { useQuery } from '@tanstack/react-query';
import { AudioLines, Copy, Loader2, Mic, Square, Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { VoiceId } from '../../../../shared/employees.ts';
import { paths } from '../../../../shared/routes.ts';
import {
  defaultVoice,
  maxSpeechTextLength,
  voiceDescription,
  voiceOptions,
} from '../../../../shared/speech.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { cn } from '../../../lib/cn.ts';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../ui/card.tsx';
import { Label, selectClass, Textarea } from '../../ui/input.tsx';
import { LimitedTextarea } from '../../ui/length-warning.tsx';
import { audioUrl, blobToBase64, speechStatus, speechToText, textToSpeech } from '../api/speech-api.ts';
import { useAudioPlayer } from '../hooks/use-audio-player.ts';
import { useRecorder } from '../hooks/use-recorder.ts';

const providerNames: Record<string, string> = {
  'espeak-ng': 'espeak-ng (hors ligne)',
  elevenlabs: 'ElevenLabs',
};

function SignInHint({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}.{' '}
      <Link href={paths.auth} className="font-semibold underline underline-offset-2">
        Se connecter
      </Link>
    </p>
  );
}

function HelpList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <h4 className="font-medium text-slate-900">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.message ? error.message : fallback;

/** The voice demo (SPEC.md 'Voice demo'): speech to text, then text to speech with the six voices. */
export function VoicePanel() {
  return (
    <ServerStateScope>
      <VoiceDemo />
    </ServerStateScope>
  );
}

function VoiceDemo() {
  const { user, loading } = useAuth();
  const signedIn = Boolean(user);
  // Only a hint above the cards: on failure it stays hidden and the cards still work.
  const { data: status } = useQuery({ queryKey: ['speech', 'status'], queryFn: speechStatus });
  const [synthesisText, setSynthesisText] = useState('');

  return (
    <div className="space-y-4">
      {status && (
        <p className="text-xs text-slate-500">
          Synthèse vocale&nbsp;: {providerNames[status.provider] ?? status.provider} · Reconnaissance
          vocale&nbsp;: {status.transcription ? 'modèle de transcription configuré' : 'non configurée'}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <SpeechToTextCard
          signedIn={signedIn}
          authLoading={loading}
          configured={status?.transcription}
          onUse={(text) => {
            setSynthesisText(text);
            toast.success('Texte copié', 'La transcription a été copiée dans le champ de synthèse');
          }}
        />
        <TextToSpeechCard
          signedIn={signedIn}
          authLoading={loading}
          text={synthesisText}
          onTextChange={setSynthesisText}
          provider={status?.provider}
        />
      </div>
    </div>
  );
}

type RecordingState = 'idle' | 'recording' | 'processing';

function SpeechToTextCard({
  signedIn,
  authLoading,
  configured,
  onUse,
}: {
  signedIn: boolean;
  authLoading: boolean;
  configured: boolean | undefined;
  onUse(text: string): void;
}) {
  const id = useId();
  const recorder = useRecorder();
  const [processing, setProcessing] = useState(false);
  const [transcript, setTranscript] = useState('');
  const state: RecordingState = processing ? 'processing' : recorder.phase;

  const statusLine: Record<RecordingState, string> = {
    idle: "Cliquez pour commencer l'enregistrement",
    recording: 'Enregistrement... Cliquez pour arrêter',
    processing: 'Traitement en cours...',
  };

  const transcribe = async (blob: Blob) => {
    setProcessing(true);
    try {
      const { text } = await speechToText(await blobToBase64(blob));
      if (!text.trim()) {
        toast.error('Erreur de transcription', 'Aucun texte transcrit');
        return;
      }
      setTranscript(text);
      toast.success('Transcription réussie');
    } catch (error) {
      toast.error('Erreur de transcription', errorMessage(error, "Impossible de transcrire l'audio"));
    } finally {
      setProcessing(false);
    }
  };

  const toggle = async () => {
    if (state === 'processing') return;
    if (state === 'recording') {
      const blob = await recorder.stop().catch(() => null);
      if (blob) await transcribe(blob);
      return;
    }
    if (!signedIn) {
      toast.error('Authentification requise', 'Connectez-vous pour utiliser la reconnaissance vocale');
      return;
    }
    try {
      await recorder.start();
    } catch {
      toast.error("Erreur d'enregistrement", "Impossible d'accéder au microphone");
    }
  };

  const recording = state === 'recording';
  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mic className="size-5 text-indigo-700" aria-hidden="true" />
          Reconnaissance vocale
        </h3>
        <p className="text-sm text-slate-600">
          Parlez, le texte s'affiche&nbsp;: modifiez-le puis faites-le lire.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!authLoading && !signedIn && (
          <SignInHint>Connectez-vous pour utiliser la reconnaissance vocale</SignInHint>
        )}
        {configured === false && (
          <Alert tone="destructive">Reconnaissance vocale non configurée sur ce serveur.</Alert>
        )}
        <div className="flex flex-col items-center gap-3 py-2">
          <button
            type="button"
            onClick={() => void toggle()}
            disabled={state === 'processing' || configured === false}
            aria-pressed={recording}
            aria-label={recording ? "Arrêter l'enregistrement" : "Commencer l'enregistrement"}
            className={cn(
              'flex size-24 items-center justify-center rounded-full text-white shadow-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60',
              recording ? 'animate-pulse bg-red-700 hover:bg-red-800' : 'bg-indigo-700 hover:bg-indigo-800',
            )}
          >
            {state === 'processing' ? (
              <Loader2 className="size-10 animate-spin" aria-hidden="true" />
            ) : recording ? (
              <Square className="size-9" aria-hidden="true" />
            ) : (
              <Mic className="size-10" aria-hidden="true" />
            )}
          </button>
          <p className="text-sm font-medium text-slate-700" aria-live="polite">
            {statusLine[state]}
          </p>
        </div>
        {transcript !== '' && (
          <div className="space-y-2">
            <Label htmlFor={`${id}-transcript`}>Transcription</Label>
            <Textarea
              id={`${id}-transcript`}
              className="min-h-[100px]"
              value={transcript}
              onChange={(event) => setTranscript(event.target.value)}
            />
            <Button variant="outline" disabled={!transcript.trim()} onClick={() => onUse(transcript.trim())}>
              <Copy aria-hidden="true" />
              Utiliser pour synthèse
            </Button>
          </div>
        )}
        <HelpList
          title="Comment ça marche"
          items={[
            'Parlez clairement en français',
            "Cliquez à nouveau pour arrêter l'enregistrement",
            'Le texte apparaît automatiquement',
          ]}
        />
      </CardContent>
    </Card>
  );
}

function TextToSpeechCard({
  signedIn,
  authLoading,
  text,
  onTextChange,
  provider,
}: {
  signedIn: boolean;
  authLoading: boolean;
  text: string;
  onTextChange(text: string): void;
  /** The engine that speaks (GET /speech/status); unknown: described as the offline one. */
  provider: string | undefined;
}) {
  const id = useId();
  const [voice, setVoice] = useState<VoiceId>(defaultVoice);
  const [generating, setGenerating] = useState(false);
  const [audio, setAudio] = useState<string | null>(null);
  const player = useAudioPlayer(() => toast.error('Erreur de lecture', "Impossible de lire l'audio"));
  const chosen = voiceOptions.find((option) => option.value === voice) ?? voiceOptions[0]!;

  const generate = async () => {
    if (generating) return;
    if (!signedIn) {
      toast.error('Authentification requise', 'Connectez-vous pour utiliser la synthèse vocale');
      return;
    }
    if (!text.trim()) {
      toast.error('Texte requis', 'Entrez du texte à synthétiser');
      return;
    }
    setGenerating(true);
    player.stop();
    try {
      const result = await textToSpeech({ text, voice });
      if (!result.success || !result.audioContent) {
        toast.error('Erreur de synthèse', 'Échec de la génération audio');
        return;
      }
      setAudio(audioUrl(result));
      toast.success('Synthèse réussie');
    } catch (error) {
      toast.error('Erreur de synthèse', errorMessage(error, "Impossible de générer l'audio"));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Volume2 className="size-5 text-indigo-700" aria-hidden="true" />
          Synthèse vocale
        </h3>
        <p className="text-sm text-slate-600">
          Choisissez une voix et faites lire n'importe quel texte en français.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {!authLoading && !signedIn && (
          <SignInHint>Connectez-vous pour utiliser la synthèse vocale</SignInHint>
        )}
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-voice`}>Voix</Label>
          <select
            id={`${id}-voice`}
            className={selectClass}
            value={voice}
            aria-describedby={`${id}-voice-description`}
            onChange={(event) => setVoice(event.target.value as VoiceId)}
          >
            {voiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label} — {voiceDescription(option, provider)}
              </option>
            ))}
          </select>
          <p id={`${id}-voice-description`} className="text-xs text-slate-500">
            {chosen.label}&nbsp;: {voiceDescription(chosen, provider)}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-text`}>Texte à synthétiser</Label>
          <LimitedTextarea
            max={maxSpeechTextLength}
            id={`${id}-text`}
            className="min-h-[120px]"
            value={text}
            disabled={generating}
            placeholder="Ex. : Bonjour, votre rapport mensuel est prêt."
            onChange={(event) => onTextChange(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!text.trim() || generating} onClick={() => void generate()}>
            {generating ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                Génération...
              </>
            ) : (
              <>
                <AudioLines aria-hidden="true" />
                Générer la parole
              </>
            )}
          </Button>
          {audio && (
            <Button
              variant="outline"
              onClick={() => (player.playing ? player.stop() : void player.play(audio))}
              disabled={generating}
            >
              {player.playing ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
              {player.playing ? 'Arrêter' : 'Écouter'}
            </Button>
          )}
        </div>
        <HelpList
          title="Comment ça marche"
          items={[
            'Choisissez une voix',
            'Tapez ou collez votre texte',
            'Cliquez sur «\u00a0Générer la parole\u00a0»',
            'Écoutez le résultat',
          ]}
        />
      </CardContent>
    </Card>
  );
}
