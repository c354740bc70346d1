import { downloadText } from '@/lib/download';

/**
 * The last file given to `downloadText` (mocked by the test): its name, its whole text (its parts
 * joined) and its type.
 */
export function lastDownload(): [fileName: string, text: string, type: string] {
  const call = jest.mocked(downloadText).mock.lastCall;
  if (!call) throw new Error('Nothing was downloaded');
  const [fileName, text, type] = call;
  return [fileName, typeof text === 'string' ? text : text.join(''), type];
}
