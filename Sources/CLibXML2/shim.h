#ifndef SITEGEN_CLIBXML2_SHIM_H
#define SITEGEN_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU; its headers would pull in the system ICU, which clashes with
   Foundation's own copy in clean debug builds. xmlversion.h must come first so the #undef sticks. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>

/* xmlFree is a global function pointer; Swift 6 rejects it as shared mutable state. */
static inline void sitegen_xmlFree(void *p) { xmlFree(p); }
#endif
