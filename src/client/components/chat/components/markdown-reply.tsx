import { cn } from '../../../lib/cn.ts';
import { gfmClasses, SafeMarkdown } from '../../markdown/safe-markdown.tsx';

/** An assistant reply, rendered as Markdown (lists, emphasis, links, code, tables). */
export default function MarkdownReply({ text }: { text: string }) {
  return (
    <div
      className={cn(
        'min-w-0 space-y-2 break-words [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_code]:rounded [&_code]:bg-slate-200/70 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_h1]:text-base [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:mt-0.5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-800 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
        gfmClasses,
      )}
    >
      <SafeMarkdown text={text} />
    </div>
  );
}
