/**
 * Runs a read and logs its failure under the given message before passing it on: failed public
 * reads are only logged (docs/product.md#messages) and pages show an empty list for them.
 */
export async function loggedRead<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(message, error);
    throw error;
  }
}
