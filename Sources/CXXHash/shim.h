#ifndef SITEGEN_CXXHASH_SHIM_H
#define SITEGEN_CXXHASH_SHIM_H
#include <xxhash.h>
#endif
