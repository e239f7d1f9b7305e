/** Hands a downloaded file to the browser as a download under `name` (the page stays where it is). */
export const saveFile = (blob: Blob, name: string): void => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
};
