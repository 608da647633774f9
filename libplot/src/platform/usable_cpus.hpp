#pragma once
// How many processors this process may run on (its affinity mask, which taskset and container
// limits narrow), for the work libplot shares among threads: PNG bands, point-label spots.

namespace libplot {

int usable_cpus();

}  // namespace libplot
