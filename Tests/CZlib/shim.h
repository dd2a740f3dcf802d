#ifndef SITEGEN_CZLIB_SHIM_H
#define SITEGEN_CZLIB_SHIM_H
#include <zlib.h>
#endif
