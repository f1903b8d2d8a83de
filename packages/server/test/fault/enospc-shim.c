/*
 * A full disk without root (sqlite-disk-full.test.ts): loaded into the server with LD_PRELOAD, every
 * write, pwrite and pwrite64 to a file under METEODECK_ENOSPC_DIR fails with ENOSPC while the file
 * METEODECK_ENOSPC_FLAG exists, as on a file system with no block left; removing the flag frees the space.
 * Writes elsewhere (the log, sockets) and every read go through untouched.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

static int disk_full(int fd) {
  const char *flag = getenv("METEODECK_ENOSPC_FLAG");
  const char *dir = getenv("METEODECK_ENOSPC_DIR");
  if (flag == NULL || dir == NULL || access(flag, F_OK) != 0) return 0;
  char link[64];
  char target[4096];
  snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
  ssize_t length = readlink(link, target, sizeof target - 1);
  if (length < 0) return 0;
  target[length] = '\0';
  return strncmp(target, dir, strlen(dir)) == 0;
}

ssize_t write(int fd, const void *buffer, size_t count) {
  static ssize_t (*real)(int, const void *, size_t);
  if (real == NULL) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
  if (disk_full(fd)) {
    errno = ENOSPC;
    return -1;
  }
  return real(fd, buffer, count);
}

ssize_t pwrite(int fd, const void *buffer, size_t count, off_t offset) {
  static ssize_t (*real)(int, const void *, size_t, off_t);
  if (real == NULL) real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite");
  if (disk_full(fd)) {
    errno = ENOSPC;
    return -1;
  }
  return real(fd, buffer, count, offset);
}

ssize_t pwrite64(int fd, const void *buffer, size_t count, off64_t offset) {
  static ssize_t (*real)(int, const void *, size_t, off64_t);
  if (real == NULL) real = (ssize_t (*)(int, const void *, size_t, off64_t))dlsym(RTLD_NEXT, "pwrite64");
  if (disk_full(fd)) {
    errno = ENOSPC;
    return -1;
  }
  return real(fd, buffer, count, offset);
}
