import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-provider.tsx';
import { toast } from '../../../lib/toast.ts';
import { aiToolKeys } from '../api/ai-tools-api.ts';
import { failureDescription, isQuotaError, signInRequired } from '../tool-errors.ts';

interface ToolRunOptions<TRequest, TResult> {
  run: (request: TRequest) => Promise<TResult>;
  onSuccess: (result: TResult) => void;
  /** The panel's failure notice (SPEC.md §8); the description gives way to the server's message. */
  failure: { title: string; description: string };
}

/**
 * One AI tool run: signed-in users only (otherwise a notice and no call), the failure notice, and
 * today's usage refreshed afterwards.
 */
export function useAiToolRun<TRequest, TResult>({
  run,
  onSuccess,
  failure,
}: ToolRunOptions<TRequest, TResult>) {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess,
    onError: (error) => toast.error(failure.title, failureDescription(error, failure.description)),
    onSettled: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: aiToolKeys.usage(user.id) });
    },
  });

  /** `prepare` checks the form, tells the user what is missing and returns undefined, or the request. */
  function start(prepare: () => TRequest | undefined) {
    if (loading || mutation.isPending) return;
    if (!user) {
      toast.error(signInRequired.title, signInRequired.description);
      return;
    }
    const request = prepare();
    if (request !== undefined) mutation.mutate(request);
  }

  return {
    start,
    result: mutation.data,
    running: mutation.isPending,
    quotaError: isQuotaError(mutation.error) ? mutation.error : undefined,
  };
}
