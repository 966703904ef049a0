/** Runs a read and logs its failure under the given message before passing it on. */
export async function loggedRead<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(message, error);
    throw error;
  }
}
